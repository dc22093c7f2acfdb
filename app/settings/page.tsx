import type { Metadata } from 'next';
import { SettingsView } from '@/components/core/settings/SettingsView';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <>
      <h1>Settings</h1>
      <SettingsView />
    </>
  );
}
