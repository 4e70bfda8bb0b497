// /return-policy (also /returns): the rules sellers follow when an item is wrong or broken.
import { ContentPage, TextSection } from '../../features/content/content-page.tsx';

const SECTIONS = ['window', 'condition', 'refund', 'help'] as const;

export function Component() {
  return (
    <ContentPage page="returns" dated>
      {SECTIONS.map((name) => (
        <TextSection key={name} page="returns" name={name} />
      ))}
    </ContentPage>
  );
}
