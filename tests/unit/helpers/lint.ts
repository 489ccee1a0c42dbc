/**
 * The messages of one eslint rule for `code` linted as if it were the file at `path` (a path
 * from the repository's root): how the lint tests show a rule refusing a bad example.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

export const lintMessages = async (path: string, code: string, rule: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
};
