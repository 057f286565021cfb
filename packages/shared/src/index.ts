// The public surface of @upclub/shared is one entry point per area:
// @upclub/shared/{constants,types,validation,bus,session,api,live,rooms,provider,streaming,guard,queries,ui,mfe}.
// (UI kit pieces only some pages or modals draw have their own, @upclub/shared/ui/<Piece>: see ui/index.ts.)
// Server code imports only constants, types and validation, so it never pulls in React.
// Inside this package, one area imports another through its package name, never a relative
// path: each area is one Module Federation singleton, and a relative import would bundle a
// second copy of a stateful module (the bus, the API client, the session) into another area.
export * from '@upclub/shared/constants';
export * from '@upclub/shared/types';
export * from '@upclub/shared/validation';
