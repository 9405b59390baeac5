export default function Page() {
  return <h1>auth-error</h1>;
}
