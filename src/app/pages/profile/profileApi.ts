/** The profile calls of the auth part: one's own nickname, avatar and introduction, and password. */
import { ApiCallError, postOk } from '../../providers/http';

const UPDATE_USERINFO_CALL = 'user/update_userinfo';
const UPDATE_PASSWORD_CALL = 'admin.user/update_password';

interface ProfileValues {
  nickname: string;
  avatar: string;
  introduction: string;
}

export const updateProfile = (values: ProfileValues): Promise<unknown> => postOk(UPDATE_USERINFO_CALL, values);

export const updatePassword = (oldPassword: string, password: string): Promise<unknown> =>
  postOk(UPDATE_PASSWORD_CALL, { old_password: oldPassword, password });

/** The server's message for each refused field, if it said which. */
export const fieldErrorsOf = (e: unknown): Record<string, string> => (e instanceof ApiCallError ? (e.data?.fields ?? {}) : {});
