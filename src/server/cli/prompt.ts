/** Read a line from the terminal without echoing it (passwords). The caller checks there is a terminal. */
import { createInterface } from 'node:readline';

export const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // readline echoes through _writeToOutput; after the question, echo nothing.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    const write = output._writeToOutput.bind(rl);
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) write(s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });

/** Read a line from the terminal, echoed. */
export const promptLine = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
  });
