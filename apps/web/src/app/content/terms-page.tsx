// /terms: the terms of use for buyers, sellers and riders.
import { ContentPage, TextSection } from '../../features/content/content-page.tsx';

const SECTIONS = [
  'role',
  'sellers',
  'buyers',
  'riders',
  'fees',
  'accounts',
  'liability',
  'law',
] as const;

export function Component() {
  return (
    <ContentPage page="terms" dated>
      {SECTIONS.map((name) => (
        <TextSection key={name} page="terms" name={name} />
      ))}
    </ContentPage>
  );
}
