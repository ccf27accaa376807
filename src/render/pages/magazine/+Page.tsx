export default function Page() {
  return <main><h1>Hello</h1><div data-island="Counter" data-props='{"start":1}'><button>1</button></div></main>;
}
