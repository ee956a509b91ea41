@card:fated-infatuation
Feature: Fated Infatuation
  Create a token that's a copy of target creature you control. If it's your turn, scry 2.

  @ruling:2013-09-15
  Rule: With its target illegal it doesn't resolve, and Alice doesn't scry
    Scry appears on some spells and abilities with one or more targets. If all of the spell or ability’s targets are illegal when it tries to resolve, it won’t resolve and none of its effects will happen. You won’t scry.

    @rule:608.2b
    @id:grizzly-bears-murdered-in-response-fated-infatuation-doesnt
    Scenario: Grizzly Bears destroyed in response: Fated Infatuation doesn't resolve, no token (not: its other effects happen anyway)
      # Not shown: the scry itself; the protocol has no request that observes a scry.
      Given Alice controls a Grizzly Bears
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      And Bob has a Murder in his hand
      And Bob's mana pool holds {B}{B}{B}
      When Alice casts Fated Infatuation targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Murder targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Fated Infatuation is in her graveyard
      And Alice controls no Grizzly Bears tokens

  @ruling:2013-09-15
  Rule: When you scry, you may put all the cards you look at back on top of your library, you…
    When you scry, you may put all the cards you look at back on top of your library, you may put all of those cards on the bottom of your library, or you may put some of those cards on top and the rest of them on the bottom.

    # Not shown: the reference engine doesn't scry; with cards in its controller's library on their turn,
    # Fated Infatuation's scry makes it answer unsupported.

  @ruling:2013-09-15
  Rule: You choose how to order cards returned to your library after scrying no matter where you…
    You choose how to order cards returned to your library after scrying no matter where you put them.

    # Not shown: the reference engine doesn't scry (see above).

  @ruling:2013-09-15
  Rule: You perform the actions stated on a card in sequence
    You perform the actions stated on a card in sequence. For some spells and abilities, that means you’ll scry last. For others, that means you’ll scry and then perform other actions.

    # Not shown: the reference engine doesn't scry (see above).

  @ruling:2014-02-01
  Rule: The copied creature's enters abilities work for the token
    Any enters-the-battlefield abilities of the copied creature will trigger when the token enters the battlefield. Any “as [this permanent] enters the battlefield” or “[this permanent] enters the battlefield with” abilities of the copied creature will also work.

    @rule:707.2 @rule:603.6a
    @id:a-token-copy-of-pheres-band-brawler-fights-bobs-grizzly-bears
    Scenario: A token copy of Pheres-Band Brawler fights Bob's Grizzly Bears as it enters
      Given Alice controls a Pheres-Band Brawler
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      And Bob controls a Grizzly Bears
      When Alice casts Fated Infatuation targeting Pheres-Band Brawler
      And all players pass priority
      Then Alice controls one Pheres-Band Brawler token
      And the top of the stack is an ability of the Pheres-Band Brawler token
      When all players pass priority
      Then Grizzly Bears is in his graveyard
      And the Pheres-Band Brawler token has 2 damage marked on it

  @ruling:2014-02-01
  Rule: A copied {X} is 0
    If the copied creature has {X} in its mana cost, X is considered to be zero.

    @rule:107.3j
    @id:a-token-copy-of-endless-one-with-three-counters-enters-with
    Scenario: A token copy of Endless One with three +1/+1 counters enters with none and dies; Soul Warden saw it enter
      Given Alice controls an Endless One with 3 +1/+1 counters and a Soul Warden
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      When Alice casts Fated Infatuation targeting Endless One
      And all players pass priority
      Then Soul Warden's ability triggered once
      And Alice controls no Endless One tokens
      When all players pass priority
      Then Alice's life total is 21

  @ruling:2014-02-01
  Rule: A token copied: its characteristics as the effect that created it stated
    If the copied creature is a token, the token created by Fated Infatuation copies the original characteristics of that token as stated by the effect that put the token onto the battlefield.

    @rule:707.2 @rule:111.3
    @id:a-token-copy-of-a-thopter-token-is-a-1-1-thopter-with-flying
    Scenario: A token copy of a Thopter token is a second 1/1 Thopter with flying
      Given Alice controls a Hangarback Walker with 1 +1/+1 counter
      And two -1/-1 counters were just put on Hangarback Walker at once
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      When Alice passes priority
      And all players pass priority
      Then Alice controls one Thopter token
      When Alice casts Fated Infatuation targeting Thopter Token
      And all players pass priority
      Then Alice controls two Thopter tokens

  @ruling:2014-02-01
  Rule: A copy copied: the token is what that creature copied
    If the copied creature is copying something else (for example, if the copied creature is a Clone), then the token enters the battlefield as whatever that creature copied.

    @rule:707.3
    @id:a-token-copy-of-alices-clone-copying-grizzly-bears-is-a
    Scenario: A token copy of Alice's Clone, copying Bob's Grizzly Bears, is a 2/2 Grizzly Bears (not: Clone's printed 0/0)
      Given Alice has a Clone and a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}{U}{U}{U}{U}
      And Bob controls a Grizzly Bears
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      And Alice casts Fated Infatuation targeting Clone
      And all players pass priority
      Then Alice controls one Grizzly Bears token
      And the Grizzly Bears token is a 2/2 creature

  @ruling:2014-02-01
  Rule: The token copies what is printed: not tapped, not counters
    The token copies exactly what was printed on the original creature and nothing else (unless that permanent is copying something else or is a token; see below). It doesn’t copy whether that creature is tapped or untapped, whether it has any counters on it or Auras and Equipment attached to it, or any non-copy effects that have changed its power, toughness, types, color, and so on.

    @rule:707.2
    @id:a-token-copy-of-a-tapped-grizzly-bears-with-two-counters-is
    Scenario: A token copy of a tapped Grizzly Bears with two +1/+1 counters is an untapped 2/2 with no counters
      Given Alice controls a tapped Grizzly Bears with 2 +1/+1 counters
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      When Alice casts Fated Infatuation targeting Grizzly Bears
      And all players pass priority
      Then the Grizzly Bears token is untapped
      And the Grizzly Bears token has no +1/+1 counters
      And the Grizzly Bears token is a 2/2 creature
