import { ErrorPage } from './ErrorPage';

export const UnauthorizedPage = () => <ErrorPage code="401" headline="shell.errors.unauthorized" text="shell.errors.unauthorized_text" />;
