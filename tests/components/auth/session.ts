/** Browser state the auth tests start from: no cookies, no stored level, no cached user info. */
import { forgetUserInfo } from '../../../src/app/auth/session';

export const resetBrowserSession = (): void => {
  for (const c of document.cookie.split('; ')) {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  localStorage.clear();
  forgetUserInfo();
};

export const USER_INFO = {
  id: 5,
  Nickname: '内部管理员',
  AvatarUrl: 'https://example.test/a.png',
  introduction: 'Manager',
  roles: ['admin'],
  level: 5,
  mobile: '13800000005',
  channel: 'inside',
};
