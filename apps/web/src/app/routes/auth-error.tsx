import { AuthErrorScreen } from '../../features/auth/components/auth-error-screen';

export default function AuthErrorPage() {
  return <AuthErrorScreen />;
}
