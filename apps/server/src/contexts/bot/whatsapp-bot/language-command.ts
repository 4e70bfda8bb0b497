// `language`: asks for a choice, or takes it ("language tw", or "tw" after the question). The
// choice is kept on the session and answers come in it from then on.
import type { Language } from '@dwa/domain/enums';
import { botSay } from './bot-texts.ts';
import { type Conversation, replyText, saveState } from './conversation.ts';

export async function answerLanguageCommand(c: Conversation, choice: Language | null) {
  if (!choice) {
    await saveState(c, { ...c.state, awaitingLanguage: true });
    return replyText(c, botSay(c.lang, 'languageAsk'));
  }
  await saveState(c, { ...c.state, awaitingLanguage: undefined }, choice);
  c.lang = choice;
  return replyText(c, botSay(choice, 'languageSet'));
}
