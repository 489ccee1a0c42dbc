/**
 * The shell's strings in English, under `shell.`. This object's shape is the type the other
 * three languages must match key for key.
 */
export const shellEn = {
  shell: {
    app: { name: 'Cemetery back office' },
    auth: {
      verify_failed: 'Verification failed, please sign in again',
      roles_empty: 'roles must be a non-empty array',
      has_error: 'Has Error',
      login_failed: 'Sign-in failed, please try again',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Sign in with your mobile number',
      mobile: 'Mobile number',
      required: 'Enter your mobile number and password',
      caps_lock: 'Caps Lock is on',
      forgot: 'Forgot password?',
    },
    forgot: {
      title: 'Reset your password',
      explain:
        'We will send a verification code to this mobile number by SMS. If no SMS service is set up, the code is written to the server log: ask your administrator for it.',
      code_sent:
        'If an account uses this number, a code valid for 10 minutes is on its way (by SMS, or from your administrator, who finds it in the server log).',
      mobile_required: 'Enter your mobile number',
      code: 'Verification code',
      code_required: 'Enter the verification code',
      send_code: 'Send code',
      resend: 'Get a new code',
      reset: 'Reset password',
      done: 'Your password was changed: sign in with the new one',
    },
    password: {
      title: 'Password',
      old: 'Current password',
      new: 'New password',
      confirm: 'Confirm the new password',
      hint: 'At least %{min} characters',
      too_short: 'The password needs at least %{min} characters',
      mismatch: 'The two passwords are not the same',
      submit: 'Change password',
      changed: 'Your password was changed',
    },
    profile: {
      account: 'Account',
      nickname: 'Name',
      avatar: 'Avatar URL',
      avatar_help: 'A link to a square picture',
      avatar_preview: 'Avatar preview',
      introduction: 'Introduction',
      level: 'Level %{level}',
      saved: 'Your profile was saved',
    },
    navbar: {
      breadcrumb: 'Breadcrumb',
      fullscreen: 'Full screen',
      exit_fullscreen: 'Exit full screen',
      fullscreen_unsupported: 'you browser can not work',
      search: 'Search the menu',
      search_empty: 'No page matches',
    },
    size: {
      label: 'Size',
      switched: 'Size switched',
      default: 'Default',
      medium: 'Medium',
      small: 'Small',
      mini: 'Mini',
    },
    language: {
      label: 'Language',
      switched: 'Language switched',
    },
    avatar: {
      menu: 'Account menu',
      profile: 'Profile',
      dashboard: 'Dashboard',
      settings: 'Settings',
      operation_log: 'Operation log',
      logout: 'Log out',
    },
    sidebar: { menu: 'Main menu' },
    tabs: {
      label: 'Open pages',
      refresh: 'Refresh',
      close: 'Close',
      close_others: 'Close others',
      close_all: 'Close all',
    },
    settings: {
      open: 'Page settings',
      title: 'Page style settings',
      theme: 'Theme colour',
      tagsView: 'Open tabs bar',
      fixedHeader: 'Fixed header',
      sidebarLogo: 'Sidebar logo',
      supportPinyinSearch: 'Menu search by pinyin',
    },
    messages: {
      title: 'Messages',
      bell: 'Messages: %{smart_count} unread',
      unread: 'Unread',
      empty: 'No messages',
      system: 'System',
      notice: 'Notice',
    },
    error_log: {
      title: 'Error log',
      message: 'Message',
      component: 'Component',
      url: 'URL',
      stack: 'Stack',
      clear: 'Clear all',
    },
    errors: {
      not_found: 'This page does not exist',
      not_found_text: 'Check the address, or go back to the home page.',
      unauthorized: 'You have no access to this page',
      unauthorized_text: 'This page belongs to another level. If you need it, ask your administrator.',
      home: 'Back to home',
      back: 'Go back',
    },
  },
};

export type ShellMessages = typeof shellEn;
