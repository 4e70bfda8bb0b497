// Layout route of the seller's private screens: only a signed-in seller gets past it; the
// seller is handed to the screens as outlet context.
import { Outlet } from 'react-router';
import { RequireSession } from '../../components/layout/require-session.tsx';

export function Component() {
  return (
    <RequireSession type="seller" loginPath="/seller/login">
      {(seller) => <Outlet context={seller} />}
    </RequireSession>
  );
}

Component.displayName = 'SellerGuard';
