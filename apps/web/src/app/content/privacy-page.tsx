// /privacy: what Dwa keeps, why, for how long, and what stays on the phone (offline copies).
import { ContentPage, TextSection } from '../../features/content/content-page.tsx';

const SECTIONS = ['collect', 'use', 'share', 'store', 'device', 'rights'] as const;

export function Component() {
  return (
    <ContentPage page="privacy" dated>
      {SECTIONS.map((name) => (
        <TextSection key={name} page="privacy" name={name} />
      ))}
    </ContentPage>
  );
}
