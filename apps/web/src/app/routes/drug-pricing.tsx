export default function Page() {
  return <h1>drug-pricing</h1>;
}
