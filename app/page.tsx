export default function Home() {
  return <main>Tributo Certo</main>;
}
