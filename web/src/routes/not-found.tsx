import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-3 flex items-center gap-2">
          <AlertCircle className="size-7 text-red-700" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900">Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-700">The page you are looking for does not exist or you need to sign in to see it.</p>
        <Link href={paths.home} className="mt-4 inline-block text-sm font-medium text-blue-700 underline-offset-4 hover:underline">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
