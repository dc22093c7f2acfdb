import { HomeView } from '@/components/game/home/HomeView';

export default function HomePage() {
  return <HomeView />;
}
