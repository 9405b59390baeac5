export default function Page() {
  return <h1>pass-expired</h1>;
}
