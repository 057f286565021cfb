import { Route, Routes } from 'react-router-dom';
import { BroadcastPage } from './broadcast/BroadcastPage';
import { SendToAllPage } from './broadcast/SendToAllPage';
import { MetricsPage } from './metrics/MetricsPage';
import { facts } from './routeFacts';

const { path } = facts;

// The staff remote's own sub-routes (spec part 2 §2), on the paths of its route facts.
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${path('metrics')}/*`} element={<MetricsPage />} />
      <Route path={`${path('broadcast_message')}/*`} element={<BroadcastPage />} />
      <Route path={`${path('send_all_message')}/*`} element={<SendToAllPage />} />
    </Routes>
  );
}
