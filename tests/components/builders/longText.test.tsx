/**
 * Long texts count their characters and stop at the config's maxLength while typing (the
 * server's limit, so what fits is what is accepted); one-line texts stop at theirs too.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';
import { specimenConfig, specimenRoute } from './specimen';

vi.setConfig({ testTimeout: 90_000 });

describe('long texts', () => {
  it('count the characters and stop at the maximum of the config', async () => {
    const { provider } = memoryDataProvider({});
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/create', dataProvider: provider, level: 5, config: specimenConfig });
    const user = userEvent.setup();
    const notes = await screen.findByLabelText(/^Notes/);
    expect(notes).toHaveAttribute('maxlength', '50');
    expect(screen.getByTestId('char-count')).toHaveTextContent('0 / 50');
    await user.type(notes, 'twelve chars');
    expect(screen.getByTestId('char-count')).toHaveTextContent('12 / 50');
    await user.type(notes, 'x'.repeat(60));
    expect((notes as HTMLTextAreaElement).value).toHaveLength(50);
    expect(screen.getByTestId('char-count')).toHaveTextContent('50 / 50');
    expect(screen.getByTestId('char-count')).toHaveAccessibleName('50 of at most 50 characters');
  });

  it('one-line texts stop at theirs', async () => {
    const { provider } = memoryDataProvider({});
    renderResource({ routes: [specimenRoute], url: '/lab/specimenList/create', dataProvider: provider, level: 5, config: specimenConfig });
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.type(title, 'ABCDEFGHIJKLMNOP');
    expect(title).toHaveValue('ABCDEFGHIJ');
  });

  it('a registration remark counts up to 2,000 in Chinese', async () => {
    const { provider } = memoryDataProvider({});
    renderResource({ routes: [appRoutes.findRoute('/member/list') as ResourceRoute], url: '/member/list/create', dataProvider: provider, level: 1, locale: 'zh' });
    const remark = await screen.findByLabelText(/^备注/);
    expect(remark).toHaveAttribute('maxlength', '2000');
    await userEvent.setup().type(remark, '家属要求');
    await waitFor(() => expect(screen.getByTestId('char-count')).toHaveTextContent('4 / 2,000'));
  });
});
