// Its own entry point (@upclub/shared/ui/PasswordField): only the sign-in and password forms use it.
export * from './PasswordField';
