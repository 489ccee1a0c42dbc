export const WalkPage = () => null;
