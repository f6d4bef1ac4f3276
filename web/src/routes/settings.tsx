import { ArrowLeft, FileUp, KeyRound, LogOut, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { logoutUrl } from '@common/api/auth';
import { Button } from '@common/react/ui/button';
import { ApiConfigurationTab } from '../components/settings/api-configuration-tab';
import { PreferencesTab } from '../components/settings/preferences-tab';
import { ResumeUploadTab } from '../components/settings/resume-upload-tab';
import { PageLoading } from '../components/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAuthUser } from '../features/auth/get-auth-user';
import { useSettings } from '../features/settings/get-settings';
import { api } from '../lib/api-client';
import { paths } from '../lib/paths';

export default function SettingsPage() {
  const { user } = useAuthUser();
  const settings = useSettings();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <div className="mx-auto min-h-screen w-full max-w-3xl px-3 py-6 sm:px-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          {user?.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" className="size-12 rounded-full object-cover" />
          ) : (
            <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-blue-100 text-lg font-semibold text-blue-900">
              {(user?.firstName?.[0] ?? user?.email?.[0] ?? '?').toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold">{name || 'Settings'}</h1>
            {user?.email && <p className="truncate text-sm text-slate-600">{user.email}</p>}
          </div>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={paths.home}>
              <ArrowLeft aria-hidden />
              Back to Generator
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={logoutUrl(api)}>
              <LogOut aria-hidden />
              Logout
            </a>
          </Button>
        </div>
      </header>
      <main>
        <h2 className="sr-only">Settings</h2>
        <Tabs defaultValue="resume">
          <TabsList aria-label="Settings sections">
            <TabsTrigger value="resume">
              <FileUp aria-hidden />
              Resume Upload
            </TabsTrigger>
            <TabsTrigger value="api">
              <KeyRound aria-hidden />
              API Configuration
            </TabsTrigger>
            <TabsTrigger value="preferences">
              <SlidersHorizontal aria-hidden />
              Preferences
            </TabsTrigger>
          </TabsList>
          <TabsContent value="resume">
            <ResumeUploadTab />
          </TabsContent>
          <TabsContent value="api">
            {settings.data ? <ApiConfigurationTab key={settings.dataUpdatedAt} settings={settings.data} /> : <PageLoading />}
          </TabsContent>
          <TabsContent value="preferences">
            {settings.data ? <PreferencesTab key={settings.dataUpdatedAt} settings={settings.data} /> : <PageLoading />}
          </TabsContent>
        </Tabs>
        {settings.isError && <p role="alert" className="mt-4 text-sm text-red-800">Could not load your settings: {settings.error.message}</p>}
      </main>
    </div>
  );
}
