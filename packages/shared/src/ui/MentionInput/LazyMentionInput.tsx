import { lazy, Suspense } from 'react';
import { MentionInputStyles as S } from './MentionInput.styles';
import type { MentionInputProps } from './MentionInput';

const Loaded = lazy(() =>
  import(/* webpackChunkName: "mention-input" */ './MentionInput').then((m) => ({ default: m.MentionInput })),
);

/**
 * Until the box is loaded: its label, a text box of the same rows, text and placeholder (out of
 * the tab order, as it takes no input yet) and its error, so nothing moves when it comes.
 */
function Placeholder({ label, hideLabel = false, value, placeholder, rows = 2, error, disabled }: MentionInputProps) {
  return (
    <S.Root>
      <S.Label as="span" $hidden={hideLabel}>
        {label}
      </S.Label>
      <S.TextArea
        aria-hidden="true"
        tabIndex={-1}
        readOnly
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        $invalid={Boolean(error)}
      />
      {error ? <S.Message role="alert">{error}</S.Message> : null}
    </S.Root>
  );
}

/**
 * The mention box (MentionInput.tsx) is loaded when a form first shows it (only the posting and
 * comment forms do), not with the UI kit every page loads.
 */
export function MentionInput(props: MentionInputProps) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
