export { EDGE_ATTRIBUTE, placeStack, useStackPlacement, type Edge } from './placement';
