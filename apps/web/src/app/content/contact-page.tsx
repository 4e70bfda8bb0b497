// /contact: the form (stored on the server for the admins) and the support WhatsApp and e-mail.
import { ContactForm } from '../../features/content/contact-form.tsx';
import { ContentPage } from '../../features/content/content-page.tsx';
import { SupportLinks } from '../../features/content/support-links.tsx';

export function Component() {
  return (
    <ContentPage page="contact" closing={false}>
      <ContactForm />
      <SupportLinks />
    </ContentPage>
  );
}
