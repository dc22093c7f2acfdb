import type { Metadata } from 'next';
import Link from 'next/link';
import { RegisterForm } from '@/components/core/auth/RegisterForm';

export const metadata: Metadata = { title: 'Create an account' };

export default function RegisterPage() {
  return (
    <div className="narrow">
      <h1>Create an account</h1>
      <RegisterForm />
      <p>
        {/* Not "Log in": that is the nav link's name, and two such links blur link lists (and e2e locators). */}
        Already have an account? <Link href="/login">Go to the login page</Link>.
      </p>
    </div>
  );
}
