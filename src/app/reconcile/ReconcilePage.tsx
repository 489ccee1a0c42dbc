export const ReconcilePage = () => null;
