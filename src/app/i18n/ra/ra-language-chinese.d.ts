/** ra-language-chinese ships no types: its default export is react-admin's message tree (src/app/i18n/ra/zh.ts). */
declare module 'ra-language-chinese' {
  const messages: { [key: string]: unknown };
  export default messages;
}
