/**
 * The cemetery writes its contract clauses and commitment letter in settings as plain
 * text. Clauses are one per line, or one per paragraph when the text has blank lines (so
 * a long clause can wrap over several lines); any numbering typed by hand is removed
 * because the document numbers clauses itself in the document language. %{name}
 * placeholders are filled from the order (see docs/printing.md for the list).
 */
import { fill } from './common';

const HAND_NUMBERING = /^\s*(第[一二三四五六七八九十百零〇\d]+条|\(?\d+[.)、:：]|[一二三四五六七八九十]+[、.]|clause\s+\d+[.:]?|cláusula\s+\d+\.?ª?[.:]?)\s*/i;

/** Split settings text into paragraphs: by blank lines when there are any, else by line. */
export const splitParagraphs = (source: string | null | undefined): string[] => {
  const normalised = (source ?? '').replace(/\r\n?/g, '\n').trim();
  if (!normalised) return [];
  const blocks = /\n\s*\n/.test(normalised) ? normalised.split(/\n\s*\n/) : normalised.split('\n');
  return blocks.map((b) => b.trim()).filter(Boolean);
};

export const stripNumbering = (clause: string): string => clause.replace(HAND_NUMBERING, '').trim();

/** The clauses of the contract: from settings when given, else the default clauses of the document language. */
export const contractClauses = (
  source: string | null | undefined,
  defaults: readonly string[],
  params: Record<string, string | number>,
): string[] => {
  const own = splitParagraphs(source).map(stripNumbering).filter(Boolean);
  return (own.length > 0 ? own : defaults).map((c) => fill(c, params));
};

/** The commitment letter's paragraphs, kept as written (its numbering is part of the text). */
export const commitmentParagraphs = (
  source: string | null | undefined,
  defaults: readonly string[],
  params: Record<string, string | number>,
): string[] => {
  const own = splitParagraphs(source);
  return (own.length > 0 ? own : defaults).map((p) => fill(p, params));
};
