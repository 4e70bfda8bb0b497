// Layout route of the rider's screens: the spec's prototype left them open and used a
// placeholder rider; here only the signed-in rider gets in, and the screens get that rider.
import { Outlet } from 'react-router';
import { RequireSession } from '../../components/layout/require-session.tsx';

export function Component() {
  return (
    <RequireSession type="rider" loginPath="/rider/login">
      {(rider) => <Outlet context={rider} />}
    </RequireSession>
  );
}

Component.displayName = 'RiderGuard';
