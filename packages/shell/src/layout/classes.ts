// Classes the layout's regions are placed by (LayoutStyle); in a module of their own, with no
// imports, so the page's first script carries nothing more for them.

/** On <body> while a private route shows: the layout keeps room for the menu and the header. */
export const PRIVATE_BODY_CLASS = 'uc-private';
/** On <html> once the menu's width changes after the page appeared: the layout slides with it. */
export const SIDEBAR_ANIMATE_CLASS = 'uc-sidebar-animate';
/** The side menu's background, which the page also paints as a full-height column behind it. */
export const SIDE_MENU_BACKGROUND = '#0b0d11';
