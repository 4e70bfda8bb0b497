// Rendering a notification and checking a template: what the server sends and what an admin's
// edit may say (decision 031).
import { describe, expect, it } from 'vitest';
import {
  ManualNotificationSchema,
  NotificationTemplateUpdateSchema,
  placeholdersIn,
  renderNotification,
  templateProblems,
  whatsappTemplateBody,
} from './notifications.ts';

describe('renderNotification', () => {
  it('fills every placeholder and gives the template parameters in order of first use', () => {
    const message = 'Hi {seller_name}, "{product_title}" ends in {days_left} days. {seller_name}!';
    const { text, parameters } = renderNotification(message, {
      seller_name: 'Ama Fabrics',
      product_title: 'Kente stole',
      days_left: '1',
    });
    expect(text).toBe('Hi Ama Fabrics, "Kente stole" ends in 1 days. Ama Fabrics!');
    expect(parameters).toEqual(['Ama Fabrics', 'Kente stole', '1']);
  });

  it('leaves a placeholder without a value as written', () => {
    const { text, parameters } = renderNotification('Hello {seller_name}: {link}', {
      seller_name: 'Kofi',
    });
    expect(text).toBe('Hello Kofi: {link}');
    expect(parameters).toEqual(['Kofi', '{link}']);
  });

  it('puts values on one line (WhatsApp refuses line breaks in template parameters)', () => {
    const { text, parameters } = renderNotification('Shop: {seller_name}.', {
      seller_name: '  Ama\n\tFabrics   Ltd ',
    });
    expect(text).toBe('Shop: Ama Fabrics Ltd.');
    expect(parameters).toEqual(['Ama Fabrics Ltd']);
  });

  it('does not read placeholders inside a value', () => {
    const { text } = renderNotification('{seller_name} / {link}', {
      seller_name: '{link}',
      link: 'https://dwa.example/s/1',
    });
    expect(text).toBe('{link} / https://dwa.example/s/1');
  });
});

describe('template text', () => {
  it('lists placeholders once each, in order', () => {
    expect(placeholdersIn('{a_b} {link} {a_b} {seller_name}')).toEqual([
      'a_b',
      'link',
      'seller_name',
    ]);
  });

  it('turns placeholders into WhatsApp numbers matching the parameters', () => {
    expect(whatsappTemplateBody('Hi {seller_name}, see {link}. Bye {seller_name}')).toBe(
      'Hi {{1}}, see {{2}}. Bye {{1}}',
    );
  });

  it("refuses a placeholder the event cannot fill, or WhatsApp's own {{1}} form", () => {
    expect(templateProblems('welcome', 'Hi {seller_name}: {link}')).toEqual({});
    expect(templateProblems('welcome', 'Hi {seller_name}, {product_title}')).toEqual({
      message: 'errors.notifications.templatePlaceholder',
    });
    expect(templateProblems('inactivity_reminder', '{days_left} days')).toEqual({
      message: 'errors.notifications.templatePlaceholder',
    });
    expect(templateProblems('welcome', 'Hi {{1}}')).toEqual({
      message: 'errors.notifications.templatePlaceholder',
    });
    expect(templateProblems('boost_expiry_reminder', '{product_title} ends {end_date}')).toEqual(
      {},
    );
  });
});

describe('admin input', () => {
  it('takes a partial template edit; an empty WhatsApp name clears it', () => {
    expect(NotificationTemplateUpdateSchema.parse({ whatsappTemplateName: ' ' })).toEqual({
      whatsappTemplateName: null,
    });
    expect(NotificationTemplateUpdateSchema.parse({ title: ' Hello ', isActive: false })).toEqual({
      title: 'Hello',
      isActive: false,
    });
  });

  it('names the field of each problem with a catalog key', () => {
    const issues = (input: unknown) =>
      NotificationTemplateUpdateSchema.safeParse(input).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(issues({})).toEqual([['', 'errors.notifications.noChange']]);
    expect(
      issues({ title: '', message: 'x'.repeat(1025), whatsappTemplateName: 'Bad-Name' }),
    ).toEqual([
      ['title', 'errors.notifications.templateTitle'],
      ['message', 'errors.notifications.templateMessage'],
      ['whatsappTemplateName', 'errors.notifications.templateName'],
    ]);
  });

  it('takes a manual send with a Ghana phone, a message and a request id', () => {
    const requestId = '3f0c8a9e-1b2c-4d5e-8f90-123456789abc';
    expect(
      ManualNotificationSchema.parse({ phone: '024 400 0000', message: ' Hi ', requestId }),
    ).toEqual({ phone: '+233244000000', message: 'Hi', requestId });
    const bad = ManualNotificationSchema.safeParse({ phone: '12', message: '', requestId: 'x' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'validation.phone'],
      ['message', 'errors.notifications.manualMessage'],
      ['requestId', 'validation.invalid'],
    ]);
  });
});
