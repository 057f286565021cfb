// Its own entry point (@upclub/shared/ui/Select): only the staff metrics and the phone field use it.
export * from './Select';
