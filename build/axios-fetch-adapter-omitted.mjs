// Stands in for axios's fetch adapter in the browser build (see lighterLibraries in webpack.cjs).
// axios tries its adapters in the order xhr, http, fetch and every browser has XMLHttpRequest, so
// the fetch adapter never runs there. `false` is axios's own answer for an adapter the environment
// does not support: a request that names 'fetch' explicitly fails with that message.
export const getFetch = () => false;
export default false;
