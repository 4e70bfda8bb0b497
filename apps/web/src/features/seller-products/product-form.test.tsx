// The product form against a mocked API (it sends multipart through XMLHttpRequest): the server's
// field messages land on their fields and on the photo list, nothing navigates; a saved product
// goes back to the list. Its photos: picked, refused (not a photo, too large, too many), removed,
// moved and made the cover, and sent in the order shown.
import '../../lib/seller-texts.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { ProductForm } from './product-form.tsx';

/** A picked file; its content names it, so the request shows which photo went where. */
const photo = (name: string, bytes = 0, type = 'image/jpeg') =>
  new File([`photo ${name}`, new Uint8Array(bytes)], name, { type });

function renderForm() {
  const user = userEvent.setup();
  renderApp(<ProductForm />, { path: '/seller/products/new' });
  return user;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Kente stole');
  await user.selectOptions(screen.getByLabelText('Category'), 'fashion');
  await user.type(screen.getByLabelText('Price (GHS)'), '120.50');
  await user.selectOptions(screen.getByLabelText('Location'), 'kumasi');
}

const photoInput = () => screen.getByTestId('photo-input');
const tiles = () => screen.queryAllByTestId('photo-tile');
/** Which picked file each tile shows, in order (a tile's image is the file's object URL). */
const shownOrder = (urls: Map<string, string>) =>
  tiles().map((tile) => urls.get(within(tile).getByRole('img').getAttribute('src') ?? ''));

/** Remembers each object URL's file name, so a test can tell which photo a tile shows. */
function trackPreviews() {
  const urls = new Map<string, string>();
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    urls.set(url, (object as File).name);
    return url;
  };
  return urls;
}

describe('product form: status', () => {
  // "Hidden by Dwa" is the admin's to set: offered here, choosing it gave "This value is not
  // valid." (issue 33).
  it("offers the statuses a seller may choose, never Dwa's block", () => {
    renderForm();
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['draft', 'active', 'hidden', 'sold']);
    expect(screen.queryByRole('option', { name: 'Hidden by Dwa' })).toBeNull();
  });
});

describe('product form: the server refuses fields', () => {
  it('shows each field message at its field, the photo message at the photos, and stays', async () => {
    let requests = 0;
    server.use(
      http.post('/api/seller/products', () => {
        requests += 1;
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              fields: {
                price: 'Enter a price in cedis, like 25 or 25.50.',
                location: 'This value is not valid.',
                photos: 'One of the files is not a photo. Use JPEG, PNG or WebP pictures.',
              },
            },
          },
          { status: 400 },
        );
      }),
    );
    const user = renderForm();
    await fillDetails(user);
    await user.upload(photoInput(), photo('front.jpg'));
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    const price = screen.getByLabelText('Price (GHS)');
    expect(await screen.findByText('Enter a price in cedis, like 25 or 25.50.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter a price in cedis, like 25 or 25.50.');
    // The first field the server named takes the focus.
    expect(price).toHaveFocus();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      'This value is not valid.',
    );
    expect(screen.getByLabelText('Product name')).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByText('One of the files is not a photo. Use JPEG, PNG or WebP pictures.'),
    ).toHaveAttribute('role', 'alert');
    // Every message is at a field: the form's alert adds none of them again.
    expect(screen.getByTestId('product-form-error')).toHaveTextContent(
      /^Failed to save product\.\s*$/,
    );
    expect(requests).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/seller/products/new');
    // The form is usable again, with what was typed.
    expect(screen.getByRole('button', { name: 'Add product' })).toBeEnabled();
    expect(screen.getByLabelText('Product name')).toHaveValue('Kente stole');
  });

  it('puts a refusal that names no field in the alert', async () => {
    server.use(
      http.post('/api/seller/products', () =>
        HttpResponse.json(
          { error: { code: 'limit_reached', message: 'You have reached your product limit.' } },
          { status: 409 },
        ),
      ),
    );
    const user = renderForm();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByTestId('product-form-error')).toHaveTextContent(
      'Failed to save product. You have reached your product limit.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/seller/products/new');
  });

  it('checks the fields before sending anything', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const title = screen.getByLabelText('Product name');
    expect(await screen.findByText('Enter the product name.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
  });
});

describe('product form: saved', () => {
  it('sends the fields and the photos in the order shown, then goes back to the list', async () => {
    const urls = trackPreviews();
    let product: Record<string, unknown> | undefined;
    let files: string[] = [];
    server.use(
      http.post('/api/seller/products', async ({ request }) => {
        const body = await request.formData();
        product = JSON.parse(String(body.get('product')));
        files = await Promise.all(
          body
            .getAll('photos')
            .map(async (file) => `${(file as File).name}: ${await (file as File).text()}`),
        );
        return HttpResponse.json({ id: 'p1' }, { status: 201 });
      }),
    );
    const user = renderForm();
    await fillDetails(user);
    await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(shownOrder(urls)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);

    await user.click(screen.getByRole('button', { name: 'Make cover: photo 3' }));
    expect(shownOrder(urls)).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seller\/products$/);
    expect(product).toEqual({
      title: 'Kente stole',
      category: 'fashion',
      price: '120.50',
      description: '',
      location: 'kumasi',
      deliveryAvailable: false,
      status: 'active',
      photos: [
        { kind: 'new', index: 0 },
        { kind: 'new', index: 1 },
      ],
    });
    expect(files).toEqual(['c.jpg: photo c.jpg', 'a.jpg: photo a.jpg']);
  });
});

describe('photo picker', () => {
  it('adds photos, the first as the cover, and counts them', async () => {
    const user = renderForm();
    expect(screen.getByText('No photos yet. Products with photos get more buyers.')).toBeVisible();
    await user.upload(photoInput(), [photo('a.jpg'), photo('b.png', 0, 'image/png')]);
    expect(tiles()).toHaveLength(2);
    expect(within(tiles()[0] as HTMLElement).getByText('Cover')).toBeInTheDocument();
    expect(within(tiles()[1] as HTMLElement).queryByText('Cover')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 8 photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
  });

  it('refuses a file that is not a photo and one over 10 MB, keeping the others', async () => {
    // A phone's picker may offer any file whatever `accept` says.
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<ProductForm />);
    await user.upload(photoInput(), [
      photo('notes.txt', 0, 'text/plain'),
      photo('huge.jpg', 10 * 1024 * 1024 + 1),
      photo('ok.jpg'),
    ]);
    expect(
      await screen.findByText('“notes.txt” is not a photo. Choose a JPEG, PNG or WebP image.'),
    ).toHaveAttribute('role', 'alert');
    expect(
      screen.getByText('“huge.jpg” is larger than 10 MB. Choose a smaller photo.'),
    ).toHaveAttribute('role', 'alert');
    expect(tiles()).toHaveLength(1);
    expect(screen.getByText('1 of 8 photos')).toBeInTheDocument();
  });

  it('refuses a pick that would pass 8 photos, whole, and stops picking at 8', async () => {
    const user = renderForm();
    await user.upload(
      photoInput(),
      Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`)),
    );
    await user.upload(photoInput(), [photo('x.jpg'), photo('y.jpg'), photo('z.jpg')]);
    expect(
      screen.getByText('A product can have at most 8 photos. You have 6 and picked 3.'),
    ).toBeInTheDocument();
    expect(tiles()).toHaveLength(6);

    await user.upload(photoInput(), [photo('x.jpg'), photo('y.jpg')]);
    expect(tiles()).toHaveLength(8);
    expect(screen.queryByText(/A product can have at most 8 photos/)).not.toBeInTheDocument();
    expect(photoInput()).toBeDisabled();
  });

  it('moves a photo earlier and later, focus following it, the edges disabled', async () => {
    const urls = trackPreviews();
    const user = renderForm();
    await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(shownOrder(urls)).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(shownOrder(urls)).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
  });

  it('removes a photo, focus on its neighbour, back to none', async () => {
    const urls = trackPreviews();
    const user = renderForm();
    await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(shownOrder(urls)).toEqual(['b.jpg']);
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(0);
    expect(screen.getByText('0 of 8 photos')).toBeInTheDocument();
  });
});
