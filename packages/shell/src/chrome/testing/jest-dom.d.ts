// The jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...) that jest/setup-dom.ts installs,
// for the type checker. Redundant once the workspace tsconfig lists "@testing-library/jest-dom".
/// <reference types="@testing-library/jest-dom" />
