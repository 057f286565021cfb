import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps, LifeCycles } from 'single-spa';
import { resilientApp } from './resilientApp';

const props = { name: 'clubs', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

function fakeRemote(): LifeCycles & { mounted: () => boolean } {
  let mounted = false;
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async () => {
      mounted = true;
      document.getElementById('single-spa-application:clubs')!.innerHTML = '<h1>All Clubs</h1>';
    }),
    unmount: jest.fn(async () => {
      mounted = false;
      document.getElementById('single-spa-application:clubs')!.innerHTML = '';
    }),
    mounted: () => mounted,
  };
}

beforeEach(() => {
  document.body.innerHTML = '<div id="single-spa-application:clubs"></div>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote wrapped by resilientApp', () => {
  it('mounts the remote when it loads', async () => {
    const remote = fakeRemote();
    const app = resilientApp('clubs', async () => remote);
    await act(() => (app.mount as (p: AppProps) => Promise<void>)(props));
    expect(screen.getByRole('heading', { name: 'All Clubs' })).toBeInTheDocument();
    await act(() => (app.unmount as (p: AppProps) => Promise<void>)(props));
    expect(remote.mounted()).toBe(false);
  });

  it('shows Retry in place when loading fails, and loads on Retry', async () => {
    const remote = fakeRemote();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(remote);
    const app = resilientApp('clubs', load, 'Clubs');
    await act(() => (app.mount as (p: AppProps) => Promise<void>)(props));
    expect(screen.getByText('Clubs could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'All Clubs' })).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows Retry when the remote throws while mounting', async () => {
    const remote = fakeRemote();
    remote.mount = jest.fn(async () => {
      throw new Error('boom');
    });
    const app = resilientApp('clubs', async () => remote);
    await act(() => (app.mount as (p: AppProps) => Promise<void>)(props));
    expect(screen.getByRole('alert')).toHaveTextContent('This part of UpClub could not be loaded.');
  });

  it('leaves nothing behind after unmounting a failed application', async () => {
    const app = resilientApp('clubs', () => Promise.reject(new Error('offline')));
    await act(() => (app.mount as (p: AppProps) => Promise<void>)(props));
    await act(() => (app.unmount as (p: AppProps) => Promise<void>)(props));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
