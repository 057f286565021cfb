import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';
import { MetricsPage } from './metrics/MetricsPage';
import { facts } from './routeFacts';

const { path, title } = facts;

// The staff remote's own sub-routes (spec part 2 §2), on the paths of its route facts.
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${path('metrics')}/*`} element={<MetricsPage />} />
      {['broadcast_message', 'send_all_message'].map((name) => (
        <Route key={name} path={`${path(name)}/*`} element={<NotBuiltYet title={title(name)} />} />
      ))}
    </Routes>
  );
}
