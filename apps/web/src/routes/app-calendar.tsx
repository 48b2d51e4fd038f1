import { CalendarPage } from '../features/publishing/calendar-page.tsx';

export default function AppCalendar() {
  return <CalendarPage />;
}
