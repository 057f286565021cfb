// The UI kit's index (@upclub/shared/ui): one Module Federation singleton that every page loads
// whole (a shared module cannot be tree-shaken), so it holds only what nearly every page draws
// (the theme, buttons, fields, the chrome's pieces) and small helpers. A piece that only some
// pages or only a modal draws has an entry point of its own, @upclub/shared/ui/<Piece>, loaded
// with the page or the modal that uses it: DropdownMenu, SortMenu, PillTabs, PagedList, PostCard,
// PostGrid, TrackRow, CatalogueCard, UserRow, ClubCard, Modal, MentionInput, PasswordField,
// Select, PhoneField, PictureCrop, PictureEditor, UserPickList. Such a piece imports the index
// and the other entries by their package names, never by a relative path, so the page has one
// copy of each.
export * from './tokens';
export * from './GlobalStyle';
export * from './Button';
export * from './TextField';
export * from './SearchPill';
export * from './Spinner';
export * from './Page';
export * from './PageSuspense';
export * from './VisuallyHidden';
export * from './IconButton';
export * from './Avatar';
export * from './Notice';
export * from './UpClubLogo';
export * from './hooks';
export * from './trackText';
export * from './countLabel';
