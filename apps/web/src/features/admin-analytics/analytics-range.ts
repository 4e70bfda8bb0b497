// The range the analytics screen asks for: what the admin typed in From/To (absent = the
// server's default, the last 30 Accra days), as a query string.
export interface RangeParams {
  from?: string;
  to?: string;
}

export function rangeQuery({ from, to }: RangeParams): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
}
