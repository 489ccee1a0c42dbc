/**
 * Every type of message the server posts (events and the demo's) is named in the four languages
 * of the drawer, and every body is stored as a key and its values, its Chinese text beside them.
 */
import { describe, expect, it } from 'vitest';
import { messageText, storedContent, type MessageKey } from '../../src/rules/eventMessages';
import { MESSAGE_TYPES, messageTypeLabel } from '../../src/rules/messageTypes';
import { EVENT_TEXT } from '../../src/server/kernel/events';
import { buildDemoData } from '../../src/server/seed/demoData';

describe('message types', () => {
  it('names every type the events post', () => {
    const order = { order_no: 'O1', buyer_name: 'A', reserved_until: '2026-01-01' };
    const types = [
      EVENT_TEXT.newOutsideOrder(order, 'P').type,
      EVENT_TEXT.expiring(order, 'P').type,
      EVENT_TEXT.expired(order, 'P').type,
      EVENT_TEXT.refund(order, 1, 'r').type,
    ];
    expect(types.filter((t) => !Object.hasOwn(MESSAGE_TYPES, t))).toEqual([]);
  });

  it('names every type of the demo messages', () => {
    const types = new Set(buildDemoData({ today: '2026-11-23' }).messages.map((m) => m.type));
    expect(types.size).toBeGreaterThan(2);
    expect([...types].filter((t) => !Object.hasOwn(MESSAGE_TYPES, t))).toEqual([]);
  });

  it('keys every body of the demo messages, in every language', () => {
    const messages = buildDemoData({ today: '2026-11-23' }).messages;
    for (const m of messages) {
      expect(m.content).toBe(storedContent(m.content_key as MessageKey, JSON.parse(m.content_values)));
      expect(messageText(m, 'en')).not.toBe(m.content);
    }
    expect(new Set(messages.map((m) => m.content_key)).size).toBeGreaterThan(3);
  });

  it('shows a type it does not know as stored', () => {
    expect(messageTypeLabel('预订已过期', 'en')).toBe('Reservation expired');
    expect(messageTypeLabel('Custom', 'ja')).toBe('Custom');
    expect(messageTypeLabel('', 'en')).toBeUndefined();
  });
});
