import { ErrorPage } from './ErrorPage';

export const NotFoundPage = () => <ErrorPage code="404" headline="shell.errors.not_found" text="shell.errors.not_found_text" />;
