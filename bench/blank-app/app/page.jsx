// One server component and nothing else: what every page of ours pays before its own code.
export default function Page() {
  return <p>hello</p>
}
