// A fund's status in words, for the list and the fund's page (a module of its own: FundsList is a page's
// whole view, which the fund page must not load for one table).

export const STATUS_LABELS: Record<string, string> = {
  chartered: 'Chartered',
  active: 'Active',
  paused: 'Paused',
  winding_down: 'Winding down',
  delisted: 'Closed',
};
