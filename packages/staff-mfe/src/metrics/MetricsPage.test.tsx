import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getAllMetrics } from '@upclub/shared/api';
import { METRICS_REQUEST_SPACING_MS, type MetricCategory } from '@upclub/shared/constants';
import { axeViolations } from '@upclub/shared/testing';
import { MetricsPage } from './MetricsPage';
import { metricsCsv } from './csv';
import { joinMetrics } from './rows';

jest.mock('@upclub/shared/api', () => ({ getAllMetrics: jest.fn() }));
// jsdom has no layout for the chart: the table and its states are what these tests read.
jest.mock('./MetricsChart', () => ({ __esModule: true, default: () => <p>chart</p> }));
const fetchCategory = jest.mocked(getAllMetrics);

const DAYS = ['2026-10-30', '2026-10-31', '2026-11-01'];
const base: Record<MetricCategory, number> = { users: 1, songposts: 10, upvotes: 100, comments: 1000, messages: 5 };
const answer = (category: MetricCategory) => ({
  days: DAYS.map((day, i) => ({ day, total: base[category] * [1, 3, 2][i] })),
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <main>
        <MetricsPage />
      </main>
    </QueryClientProvider>,
  );
}

/** The page with every category answered (fake timers: the requests are a second apart). */
async function renderLoaded() {
  jest.useFakeTimers();
  fetchCategory.mockImplementation(async (category) => answer(category));
  renderPage();
  await act(async () => jest.advanceTimersByTime(5 * METRICS_REQUEST_SPACING_MS));
}

const actor = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

const dates = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(() => jest.useRealTimers());

it('asks for each category once, 1 second apart, then shows the days newest first', async () => {
  jest.useFakeTimers();
  fetchCategory.mockImplementation(async (category) => answer(category));
  renderPage();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  await act(async () => {});
  expect(fetchCategory.mock.calls.map(([c]) => c)).toEqual(['users']);
  await act(async () => jest.advanceTimersByTime(METRICS_REQUEST_SPACING_MS - 1));
  expect(fetchCategory).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTime(1));
  expect(fetchCategory.mock.calls.map(([c]) => c)).toEqual(['users', 'songposts']);
  await act(async () => jest.advanceTimersByTime(3 * METRICS_REQUEST_SPACING_MS));
  expect(fetchCategory.mock.calls.map(([c]) => c)).toEqual(['users', 'songposts', 'upvotes', 'comments', 'messages']);
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(dates()).toEqual(['2026-11-01', '2026-10-31', '2026-10-30']);
  expect(screen.getByText('chart')).toBeInTheDocument();
});

it('sorts by a column from its header and filters the dates by month', async () => {
  await renderLoaded();
  await screen.findByRole('table');
  const users = screen.getByRole('button', { name: 'Users' });
  await actor.click(users);
  expect(screen.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'ascending');
  expect(dates()).toEqual(['2026-10-30', '2026-11-01', '2026-10-31']);
  await actor.click(users);
  expect(dates()).toEqual(['2026-10-31', '2026-11-01', '2026-10-30']);

  await actor.selectOptions(screen.getByLabelText('Date: month'), 'October 2026');
  expect(dates()).toEqual(['2026-10-31', '2026-10-30']);
  jest.useRealTimers();
  expect(await axeViolations()).toEqual([]);
});

it('sorts from anywhere in a header cell: its button fills the cell, keyboard included', async () => {
  await renderLoaded();
  await screen.findByRole('table');
  for (const header of screen.getAllByRole('columnheader')) {
    const button = within(header).getByRole('button');
    // The cell is the button: no padding of the cell around it, the button as wide as the cell.
    expect(header).toHaveStyle({ padding: '0px' });
    expect(button).toHaveStyle({ width: '100%', display: 'flex' });
  }
  const upVotes = screen.getByRole('button', { name: 'Up Votes' });
  upVotes.focus();
  await actor.keyboard('{Enter}');
  expect(screen.getByRole('columnheader', { name: 'Up Votes' })).toHaveAttribute('aria-sort', 'ascending');
  await actor.keyboard(' ');
  expect(screen.getByRole('columnheader', { name: 'Up Votes' })).toHaveAttribute('aria-sort', 'descending');
});

it('says on the page what each column counts, and the table points to it', async () => {
  await renderLoaded();
  const table = await screen.findByRole('table');
  expect(table).toHaveAccessibleDescription(
    'Date the day, in UTC Users people who signed up Song Posts posts made in the feed and in clubs (a song sent in a message is not a post) Up Votes up votes given to posts Comments comments and replies on posts Messages messages sent, with or without a song',
  );
  expect(screen.getByText('Song Posts', { selector: 'dt' }).nextSibling).toHaveTextContent(
    'posts made in the feed and in clubs (a song sent in a message is not a post)',
  );
});

it('shows a failure with Retry, and No results found for no days', async () => {
  fetchCategory.mockRejectedValueOnce(new Error('403')).mockResolvedValue({ days: [] });
  jest.useFakeTimers();
  renderPage();
  await act(async () => jest.advanceTimersByTime(5 * METRICS_REQUEST_SPACING_MS));
  expect(await screen.findByRole('alert')).toHaveTextContent('The metrics could not be loaded.');
  await actor.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByText('No results found')).toBeInTheDocument(), { timeout: 6000 });

  expect(screen.getByRole('button', { name: 'Export data' })).toBeDisabled();
}, 10000);

it('exports a CSV with a header row and ISO dates', async () => {
  const rows = joinMetrics({
    users: answer('users'),
    songposts: answer('songposts'),
    upvotes: answer('upvotes'),
    comments: answer('comments'),
    messages: answer('messages'),
  });
  const csv = await metricsCsv(rows);
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFDate,Users,Song Posts,Up Votes,Comments,Messages',
    '2026-10-30,1,10,100,1000,5',
    '2026-10-31,3,30,300,3000,15',
    '2026-11-01,2,20,200,2000,10',
  ]);
});
