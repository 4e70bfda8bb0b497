// What is wrong with an answer to a hostile request: a 5xx, a refusal outside the one error
// shape, or a message (or field message) that is not a text of the request's language.
import { ERROR_CODES, ErrorBodySchema } from '@dwa/domain/errors';
import { isCatalogText, type Lang } from './catalog-texts.ts';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

export function answerProblems(res: Answer, lang: Lang): string[] {
  if (res.statusCode >= 500) return [`${res.statusCode}: ${res.body.slice(0, 300)}`];
  if (res.statusCode < 400) return [];
  const problems: string[] = [];
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    problems.push(`${res.statusCode} answered as ${String(res.headers['content-type'])}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return [...problems, `${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`];
  }
  const parsed = ErrorBodySchema.strict().safeParse(json);
  if (!parsed.success) return [...problems, `${res.statusCode} not the error shape: ${res.body}`];
  const { code, message, fields } = parsed.data.error;
  if (!KNOWN_CODES.has(code)) problems.push(`unknown error code ${code}`);
  if (!isCatalogText(lang, message)) problems.push(`message not in ${lang}: "${message}"`);
  for (const [field, text] of Object.entries(fields ?? {})) {
    if (!isCatalogText(lang, text))
      problems.push(`field ${field} message not in ${lang}: "${text}"`);
  }
  return problems;
}
