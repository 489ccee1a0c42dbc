/** How long failures stay on screen (spec section 8). */
export const TRANSPORT_TOAST_MS = 5000;
export const UPDATE_FAILURE_TOAST_MS = 3000;
